import A11yLint
print("bench")
