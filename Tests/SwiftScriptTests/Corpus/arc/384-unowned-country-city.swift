// Checks: the ARC chapter's Country and City: an unowned back reference and an implicitly unwrapped property
class Country {
  let name: String
  var capitalCity: City!
  init(name: String, capitalName: String) {
    self.name = name
    self.capitalCity = City(name: capitalName, country: self)
  }
  deinit { print("Country \(name) is being deinitialized") }
}

class City {
  let name: String
  unowned let country: Country
  init(name: String, country: Country) {
    self.name = name
    self.country = country
  }
  deinit { print("City \(name) is being deinitialized") }
}

var country: Country? = Country(name: "Canada", capitalName: "Ottawa")
print("\(country!.name)'s capital city is called \(country!.capitalCity.name)")
print("\(country!.capitalCity.name) is in \(country!.capitalCity.country.name)")
country = nil
print("after country")
// expect: Canada's capital city is called Ottawa
// expect: Ottawa is in Canada
// expect: Country Canada is being deinitialized
// expect: City Ottawa is being deinitialized
// expect: after country
