import Coordsim
import ShapeApps

// `shapes`: the terminal UI and tools on the TabShapes test app, for the end-to-end tests.
CoordsimCommand<TabShapes>.main()
