"""Compare a Phantom program's output on nttgen with its stock runs.

    python3 compare.py STOCK1.out STOCK2.out STOCK3.out NTTGEN.out

Prints `lines,lines alike in the stock runs,of those differing on nttgen,
"first difference"`. Only the lines the three stock runs print alike are
compared (the rest is timing or encryption noise). Phantom draws its
encryption noise from std::random_device (prng.cuh), which no seed fixes,
so two quantities that follow the noise may match the stock runs by chance
and move on any other run, stock ones included; they match within what the
noise moves them:
- a BFV/BGV noise budget (whole bits): within one bit (288 / 289);
- a decimal number printed to 5 or more places (CKKS decrypted values):
  within one unit of its last printed place, plus one for rounding.
Every other token must be equal. Whether nttgen computed what Phantom
computes is the verify run's question (every routed call compared in
place with Phantom's kernels); this one is whether the programs print the
same.
"""
import re
import sys

BUDGET = re.compile(r"^(.*[Nn]oise budget[^0-9]*)(\d+)(.*)$")
NUMBER = re.compile(r"-?\d+\.(\d{5,})")


def same_budget(a, b):
    ma, mb = BUDGET.match(a), BUDGET.match(b)
    return bool(ma and mb and ma.group(1) == mb.group(1) and ma.group(3) == mb.group(3)
                and abs(int(ma.group(2)) - int(mb.group(2))) <= 1)


def same_decimals(a, b):
    """Equal outside the long decimals, each of those within 2 units of its last place."""
    if NUMBER.sub("#", a) != NUMBER.sub("#", b):
        return False
    xs, ys = list(NUMBER.finditer(a)), list(NUMBER.finditer(b))
    if not xs or len(xs) != len(ys):
        return False
    for x, y in zip(xs, ys):
        places = min(len(x.group(1)), len(y.group(1)))
        if abs(float(x.group(0)) - float(y.group(0))) > 2.0 * 10.0 ** -places:
            return False
    return True


def same(a, b):
    return a == b or same_budget(a, b) or same_decimals(a, b)


def main(paths):
    runs = [open(p, errors="replace").read().splitlines() for p in paths]
    stock, ours = runs[:3], runs[3]
    common = min(len(r) for r in stock)
    alike = [i for i in range(common) if stock[0][i] == stock[1][i] == stock[2][i]]
    diff = [i for i in alike if i >= len(ours) or not same(ours[i], stock[0][i])]
    first = ""
    if diff:
        i = diff[0]
        theirs = ours[i] if i < len(ours) else "<missing>"
        first = f"line {i + 1}: stock '{stock[0][i][:60]}' nttgen '{theirs[:60]}'"
    print(f"{len(stock[0])},{len(alike)},{len(diff)},\"{first.replace(chr(34), chr(39))}\"")


if __name__ == "__main__":
    main(sys.argv[1:5])
