print("coordsim")
