// push handlers: part "push" (decision 047)
