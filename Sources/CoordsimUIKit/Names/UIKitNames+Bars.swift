/// `UIAction` (iOS 14): a closure a bar button runs, its `primaryAction`.
public typealias UIAction = ControlAction
