import { formatExif, stripTags, type CarouselConfig, type CarouselImage, type SlideText } from '../../core/carousel/index.ts';
import { safeNavigationUrl } from '../../core/url/index.ts';
import { fillTemplate } from '../../core/i18n/index.ts';
import { carouselLabels } from './labels.ts';
import { SafeHtml } from './SafeHtml.tsx';

export interface SlideDetailsProps {
  readonly image: CarouselImage;
  readonly text: SlideText;
  readonly config: CarouselConfig;
}

const withoutQuery = (url: string): string => url.split('?')[0] ?? url;

/**
 * Title, caption, description, the EXIF panel and the 'View full size W×H' link of the current
 * image (spec s2; contract s1.15).
 */
export function SlideDetails({ image, text, config }: SlideDetailsProps) {
  const labels = carouselLabels();
  const exif = config.displayExif ? formatExif(image.imageMeta, config.metaData, config.strings.exifLabels) : [];
  const download = stripTags(fillTemplate(config.strings.downloadOriginal, image.origWidth, image.origHeight));
  // data-orig-file is post markup an author can write: a file that is not http(s) gets no link.
  const file = safeNavigationUrl(withoutQuery(image.origFile), image.element.ownerDocument.baseURI);
  return (
    <section className="wci-carousel__meta" aria-label={labels.details}>
      {text.title && <h3>{text.title}</h3>}
      {text.caption && <SafeHtml className="wci-carousel__caption" html={text.caption} />}
      {text.description && <SafeHtml className="wci-carousel__description" html={text.description} />}
      {exif.length > 0 && (
        <dl className="wci-carousel__exif">
          {exif.map((entry) => (
            <div key={entry.key}>
              <dt>{entry.label}</dt>
              <dd>{entry.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {file && image.origWidth > 0 && (
        <a className="wci-carousel__download" href={file} target="_blank" rel="noopener">
          {download}
        </a>
      )}
    </section>
  );
}
