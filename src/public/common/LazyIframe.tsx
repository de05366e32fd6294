import { useEffect, useRef, useState, type CSSProperties, type IframeHTMLAttributes, type ReactNode } from 'react';
import { ExternalLink } from './ExternalLink';
import { ExternalIcon } from '../../ui/Icons';

/**
 * An embed (map, video, PDF) that is created only when the visitor scrolls near it. `loading="lazy"`
 * alone is not enough on phones: Chromium's lazy-load distance is large on slow connections, so a map a
 * couple of screens down still loaded with the page and its scripts competed with hydration.
 *
 * Until then the box holds a link to the embed's own address, named by its title: pressed before the scripts
 * run, it opens the video, PDF or map in a new tab; once they run, a press loads the frame in place (a
 * modified click still opens the tab). Without JavaScript the <noscript> copy is a plain lazy iframe, and
 * the link steps aside (CSS, `scripting: none`).
 */
export function LazyIframe({
  title,
  src,
  className,
  wrapperStyle,
  frameClassName,
  rootMargin = '400px',
  placeholder,
  icon = <ExternalIcon size={28} />,
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
  /** Shown above the title on the link that stands in for the frame. */
  icon?: ReactNode;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const iframe = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);
  // Loaded by a press on the stand-in link: focus follows into the frame, where the link was.
  const pressed = useRef(false);

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

  useEffect(() => {
    if (near && pressed.current) iframe.current?.focus();
  }, [near]);

  const frame = <iframe ref={iframe} title={title} src={src} loading="lazy" className={frameClassName} {...rest} />;
  return (
    <div ref={wrapper} className={className ? `lazy-embed ${className}` : 'lazy-embed'} style={wrapperStyle}>
      {near ? (
        frame
      ) : (
        <>
          {placeholder}
          <ExternalLink
            href={src}
            className="lazy-embed__load"
            onClick={(e) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
              e.preventDefault();
              pressed.current = true;
              setNear(true);
            }}
          >
            {icon}
            <span className="lazy-embed__title">{title}</span>
          </ExternalLink>
          <noscript>{frame}</noscript>
        </>
      )}
    </div>
  );
}
