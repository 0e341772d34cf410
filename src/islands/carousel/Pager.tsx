import { CAROUSEL_MAX_BULLETS } from '../../core/constants.ts';
import { fillTemplate } from '../../core/i18n/index.ts';
import { carouselLabels } from './labels.ts';

export interface PagerProps {
  readonly index: number;
  readonly total: number;
  readonly onPick: (index: number) => void;
}

/**
 * Bullets for 2 to 5 images, the text 'n / total' above 5, nothing for one (spec s2; contract s1.13).
 * The bullets are a group of buttons; the current one says so (APG grouped carousel picker).
 */
export function Pager({ index, total, onPick }: PagerProps) {
  const labels = carouselLabels();
  if (total < 2) return null;
  if (total > CAROUSEL_MAX_BULLETS) {
    return <span className="wci-carousel__counter">{`${index + 1} / ${total}`}</span>;
  }
  return (
    <div className="wci-carousel__bullets" role="group" aria-label={labels.pager}>
      {Array.from({ length: total }, (_, i) => (
        <button
          key={i}
          type="button"
          className="wci-carousel__bullet"
          aria-label={fillTemplate(labels.bullet, i + 1)}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onPick(i)}
        />
      ))}
    </div>
  );
}
