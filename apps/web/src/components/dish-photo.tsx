import { photoSrcSet } from '@lutong/shared';
import { PalayokIcon } from './palayok-loader';

type DishPhotoProps = {
  photo: string | null;
  /** empty when a name beside the photo already says what it is */
  alt: string;
  /** the block's photo class; the placeholder also gets `${className}--none` */
  className: string;
  /** a class for the palayok icon drawn when there is no photo */
  iconClassName?: string;
  width?: number;
  height?: number;
  /** how wide it is drawn (`sizes`): given, a photo with card-sized copies offers them (srcset) */
  sizes?: string;
};

/**
 * A dish's photo at a reserved size (no layout shift, lazy), or the palayok mascot when the chef
 * has not added one yet. Used by the menu, My Menu, the rating page and analytics.
 */
export function DishPhoto({
  photo,
  alt,
  className,
  iconClassName,
  width = 640,
  height = 480,
  sizes,
}: DishPhotoProps) {
  if (photo) {
    const srcSet = sizes ? photoSrcSet(photo) : undefined;
    return (
      <img
        className={className}
        src={photo}
        {...(srcSet ? { srcSet, sizes } : {})}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className={`${className} ${className}--none`}>
      <PalayokIcon {...(iconClassName ? { className: iconClassName } : {})} />
    </span>
  );
}
