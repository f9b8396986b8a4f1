n = 300_000


def main():
    class P:
        __slots__ = ("x", "y")
        def __init__(self, x, y):
            self.x = x
            self.y = y
    ps = []
    for i in range(n):
        ps.append(P(i, -i))
    for i in range(n):
        ps[i].x += ps[i].y * 2
    print(ps[n - 1].x)


main()
