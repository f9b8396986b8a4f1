n = 600_000


def main():
    groups = {}
    for i in range(n):
        groups.setdefault(i % 100, []).append(i)
    print(len(groups), len(groups[7]))


main()
