import Coordsim
import ReaderApp

CoordsimCommand<ReaderApp>.main()
