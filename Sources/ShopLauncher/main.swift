import Coordsim
import ShopApp

CoordsimCommand<ShopApp>.main()
