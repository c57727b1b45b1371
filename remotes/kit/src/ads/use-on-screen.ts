import { useEffect, useRef, useState } from 'react';

/**
 * Whether any of the element has come on screen (and stays so once it has): a slot that starts below the
 * fold asks for its ad then, not while the page loads. No margin ahead: the page's column is at least a
 * screen tall, so the footer starts just below the first screen, and a margin of any useful size took it
 * in at once. Its box is sized: the ad arriving moves nothing. Where nothing is laid out (no observer), at
 * once. `watch` false: true from the start, nothing observed.
 */
export function useOnScreen<E extends Element>(watch: boolean) {
  const ref = useRef<E>(null);
  const [seen, setSeen] = useState(!watch);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setSeen(true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen] as const;
}
