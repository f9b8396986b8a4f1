let n = 25
func fib(_ k: Int) -> Int { k < 2 ? k : fib(k - 1) + fib(k - 2) }
print(fib(n))
