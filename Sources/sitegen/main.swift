import SitegenCLI
SitegenCommand.main()
