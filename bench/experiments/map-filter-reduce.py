n = 1_000_000


def main():
    xs = list(range(n))
    doubled = [x * 2 for x in xs]
    kept = [x for x in doubled if x % 3 == 0]
    total = 0
    for x in kept:
        total += x
    print(len(kept), total)


main()
