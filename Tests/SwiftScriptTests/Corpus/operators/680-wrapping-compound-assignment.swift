// Checks: wrapping compound assignments and masking shifts on Int (&+=, &-=, &*=, &<<, &>>, &<<=)
var counter = Int.max
counter &+= 1
print(counter == Int.min)
counter &-= 1
print(counter == Int.max)
var product = Int.max / 2 + 1
product &*= 2
print(product)
print(1 &<< 3, 1 &<< 64, 256 &>> 4, -16 &>> 2)
var bits = 1
bits &<<= 4
bits &>>= 1
print(bits)
// expect: true
// expect: true
// expect: -9223372036854775808
// expect: 8 1 16 -4
// expect: 8
