n = 2_000_000


def main():
    t = 0
    for i in range(1, n + 1):
        t += i % 7
    print(t)


main()
