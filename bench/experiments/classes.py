n = 300_000


def main():
    class Node:
        def __init__(self, value, next):
            self.value = value
            self.next = next
    head = None
    for i in range(n):
        head = Node(i, head)
    total = 0
    node = head
    while node is not None:
        total += node.value
        node = node.next
    print(total)


main()
