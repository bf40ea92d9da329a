// placeholder until the target lands
