import Coordsim
import SyntheticApp

CoordsimCommand<SyntheticApp>.main()
