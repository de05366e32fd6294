import { pictureFor } from '@shared/media';

interface PostImageProps {
  url: string;
  alt: string;
  className: string;
  /** `sizes` of the srcsets: how wide the image is shown. */
  sizes: string;
  /** The box reserved for an image that is not an upload (its real size is unknown). */
  width: number;
  height: number;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * A post's featured image: an upload (decision 0014) as `<picture>` with AVIF and WebP sources and a JPEG
 * fallback at every width, sized from its own address; any other address as a plain `<img>`.
 */
export function PostImage({ url, alt, className, sizes, width, height, loading = 'lazy', fetchPriority }: PostImageProps) {
  const picture = pictureFor(url);
  if (!picture) return <img src={url} alt={alt} width={width} height={height} loading={loading} decoding="async" fetchPriority={fetchPriority} className={className} />;
  return (
    <picture>
      {picture.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.fallback.src}
        srcSet={picture.fallback.srcSet}
        sizes={sizes}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
