/** True when an error reply shows a stack frame, a file path or SQL (issue 9 §12). */
export const leaksInternals = (text: string): boolean =>
  /\bat .+:\d+:\d+|node_modules|\bSELECT\b|\bINSERT\b|\bUPDATE\b .+ SET|duplicate key|violates|stack/i.test(
    text,
  );
