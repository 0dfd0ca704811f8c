// Placeholder until the benchmark harness lands (issue: lexer strategies and benchmarks).
import HTMLRuns
print("htmlruns-bench: no workloads yet")
