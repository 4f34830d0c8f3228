import type { Banner } from '@shared/api';
import { useImageUrl } from '@client/app/app-context';

/** The image of one banner, sized by CSS (3:1) so nothing moves when the slideshow starts. */
export function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  const image = useImageUrl();
  return (
    <img
      src={image(banner.url)}
      alt={banner.title}
      width={1200}
      height={400}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      draggable={false}
    />
  );
}
