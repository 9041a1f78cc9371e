import { useId, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface GallerySectionProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** One part of the gallery: a titled card (a labelled region, so each part is a landmark). */
export function GallerySection({ title, description, children }: GallerySectionProps) {
  const titleId = useId();
  return (
    <Card as="section" className="mb-4" aria-labelledby={titleId}>
      <Card.Header>
        <h2 id={titleId} className="h5 mb-0">
          {title}
        </h2>
      </Card.Header>
      <Card.Body>
        {description && <p className="text-body-secondary small">{description}</p>}
        {children}
      </Card.Body>
    </Card>
  );
}
