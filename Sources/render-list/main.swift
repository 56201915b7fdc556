print("render-list")
