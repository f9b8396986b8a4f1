// Checks: the Protocols chapter's SkillLevel listing verbatim: a synthesized `Comparable` orders
// cases by declaration, then the same case by its associated values.
enum SkillLevel: Comparable {
    case beginner
    case intermediate
    case expert(stars: Int)
}
var levels = [SkillLevel.intermediate, SkillLevel.beginner,
              SkillLevel.expert(stars: 5), SkillLevel.expert(stars: 3)]
for level in levels.sorted() {
    print(level)
}
print(SkillLevel.expert(stars: 3) < .expert(stars: 5), SkillLevel.expert(stars: 5) < .expert(stars: 3))
print(levels.max()!, levels.min()!)
// expect: beginner
// expect: intermediate
// expect: expert(stars: 3)
// expect: expert(stars: 5)
// expect: true false
// expect: expert(stars: 5) beginner
