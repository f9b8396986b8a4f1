n = 1_000_000


def main():
    s = ""
    for i in range(n):
        s += str(i % 10)
    print(len(s))


main()
