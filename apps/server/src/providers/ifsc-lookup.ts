/** A bank branch code that exists. */
export interface IfscBranch {
  ifsc: string;
  /** The first 4 letters, e.g. HDFC. */
  bankCode: string;
  bankName: string;
  /** Null when the source does not know it (the offline dataset has no branch names). */
  branchName: string | null;
}

/** Looks up an IFSC. The default is offline (Razorpay's `ifsc` dataset). */
export interface IfscLookupProvider {
  /** Undefined when no bank branch has this code. `code` is upper-case, 11 characters. */
  lookup(code: string): Promise<IfscBranch | undefined>;
}
