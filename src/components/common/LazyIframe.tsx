import { useEffect, useRef, useState, type CSSProperties, type IframeHTMLAttributes, type ReactNode } from 'react';

/**
 * An embed (map, video, PDF) that is created only when the visitor scrolls near it. `loading="lazy"`
 * alone is not enough on phones: Chromium's lazy-load distance is large on slow connections, so a map a
 * couple of screens down still loaded with the page and its scripts competed with hydration.
 * Without JavaScript the <noscript> copy is a plain lazy iframe.
 */
export function LazyIframe({
  title,
  src,
  className,
  wrapperStyle,
  frameClassName,
  rootMargin = '400px',
  placeholder,
  ...rest
}: IframeHTMLAttributes<HTMLIFrameElement> & {
  title: string;
  src: string;
  /** Class of the wrapper, which holds the size before the frame exists. */
  className?: string;
  wrapperStyle?: CSSProperties;
  frameClassName?: string;
  rootMargin?: string;
  placeholder?: ReactNode;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = wrapper.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true);
        io.disconnect();
      }
    }, { rootMargin });
    io.observe(el);
    return () => io.disconnect();
  }, [near, rootMargin]);

  const frame = <iframe title={title} src={src} loading="lazy" className={frameClassName} {...rest} />;
  return (
    <div ref={wrapper} className={className} style={wrapperStyle}>
      {near ? (
        frame
      ) : (
        <>
          {placeholder}
          <noscript>{frame}</noscript>
        </>
      )}
    </div>
  );
}
