import { useEffect, type RefObject } from "react";

/**
 * After each refused "continue" or submit (attempt > 0), focus moves to the first field
 * marked invalid in the container (or the first input of an invalid group), so keyboard and screen-reader users land on it and hear
 * its message (tied by aria-describedby).
 */
export function useFocusFirstError(container: RefObject<HTMLElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt === 0) return;
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input:not(:disabled)');
    first?.focus();
  }, [container, attempt]);
}
