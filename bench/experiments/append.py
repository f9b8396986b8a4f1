n = 1_000_000


def main():
    a = []
    for i in range(n):
        a.append(i)
    print(len(a))


main()
