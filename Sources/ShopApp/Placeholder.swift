enum ShopAppPlaceholder {}
