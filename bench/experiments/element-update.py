n = 600_000


def main():
    a = [0] * n
    s = 0
    for i in range(n):
        a[i] += 1
        s += a[i]
    print(s)


main()
