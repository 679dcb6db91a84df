import Coordsim
import ExplorationFixtures

// `random-tabs`: the tools on the app RandomAppTests draws from a seed, so that a seed the test
// names can be run, explored both ways and replayed from the command line:
// `swift run random-tabs explore --launch seed=134 --compose`.
CoordsimCommand<RandomTabs.SceneDelegate>.main()
