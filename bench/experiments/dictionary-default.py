n = 400_000


def main():
    d = {}
    for i in range(n):
        k = f"k{i}"
        d[k] = d.get(k, 0) + i
    print(len(d))


main()
