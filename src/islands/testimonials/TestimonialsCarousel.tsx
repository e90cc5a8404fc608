import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ShownTestimonial } from '../../content/testimonials';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../hooks/useMediaQuery';
import './TestimonialsCarousel.css';
import { LineIcon } from '../icons/LineIcon';

interface CarouselLabels {
  label: string;
  /** "{{current}} of {{total}}" */
  slide: string;
  previous: string;
  next: string;
  /** "Show testimonial {{number}}" */
  goTo: string;
  pause: string;
  play: string;
}

interface Props {
  items: ShownTestimonial[];
  labels: CarouselLabels;
  /** Auto-advance interval. */
  intervalMs?: number;
  /** Share of the width a drag must pass to move to the neighbour. */
  swipeThreshold?: number;
}

const fill = (template: string, values: Record<string, number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/**
 * One testimonial at a time, advancing in a loop. It stops while hovered or focused, while
 * dragged, when the visitor pauses it and under prefers-reduced-motion.
 */
export default function TestimonialsCarousel({
  items,
  labels,
  intervalMs = 6000,
  swipeThreshold = 0.18,
}: Props) {
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [drag, setDrag] = useState<{ startX: number; offset: number } | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const count = items.length;
  const running = !userPaused && !hovered && !focused && !drag && !reducedMotion && count > 1;

  const go = (target: number) => setIndex(((target % count) + count) % count);

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ startX: event.clientX, offset: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, offset: event.clientX - drag.startX });
  };
  const endDrag = () => {
    if (!drag) return;
    const width = viewport.current?.offsetWidth ?? 1;
    if (Math.abs(drag.offset) > width * swipeThreshold) go(index + (drag.offset < 0 ? 1 : -1));
    setDrag(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  const translate = `translateX(calc(${-index * 100}% + ${drag?.offset ?? 0}px))`;

  return (
    <section
      className="testimonials"
      aria-roledescription="carousel"
      aria-label={labels.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div
        ref={viewport}
        className="testimonials__viewport"
        aria-live={running ? 'off' : 'polite'}
        data-dragging={drag ? '' : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={() => setDrag(null)}
      >
        <div className="testimonials__track" style={{ transform: translate }}>
          {items.map((item, position) => {
            const active = position === index;
            return (
              <div
                key={item.id}
                className="testimonials__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={fill(labels.slide, { current: position + 1, total: count })}
                aria-hidden={!active}
                inert={!active}
                data-active={active ? '' : undefined}
              >
                <figure className="testimonials__figure">
                  <svg
                    className="testimonials__mark"
                    viewBox="0 0 48 36"
                    width="48"
                    height="36"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M0 36V22C0 9 7 2 19 0l2 5c-7 2-10 6-10 12h8v19zm27 0V22C27 9 34 2 46 0l2 5c-7 2-10 6-10 12h8v19z"
                      fill="currentColor"
                    />
                  </svg>
                  <blockquote className="testimonials__quote">
                    <p>{item.quote}</p>
                  </blockquote>
                  <figcaption className="testimonials__person">
                    {item.image ? (
                      <img
                        className="testimonials__avatar"
                        src={item.image}
                        alt=""
                        width="56"
                        height="56"
                        loading="lazy"
                        draggable={false}
                      />
                    ) : (
                      <span
                        className="testimonials__avatar testimonials__avatar--initials"
                        aria-hidden="true"
                      >
                        {item.name ? initials(item.name) : '•••'}
                      </span>
                    )}
                    <span className="testimonials__who">
                      {item.name && <span className="testimonials__name">{item.name}</span>}
                      <span className="testimonials__role">{item.role}</span>
                    </span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>

      <div className="testimonials__controls">
        <button
          type="button"
          className="icon-button"
          onClick={() => go(index - 1)}
          aria-label={labels.previous}
        >
          <LineIcon path="M15 5l-7 7 7 7" size={20} weight={2} />
        </button>
        <div className="testimonials__dots">
          {items.map((item, position) => (
            <button
              key={item.id}
              type="button"
              className="testimonials__dot"
              aria-label={fill(labels.goTo, { number: position + 1 })}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => go(position)}
            />
          ))}
        </div>
        <button
          type="button"
          className="icon-button"
          onClick={() => go(index + 1)}
          aria-label={labels.next}
        >
          <LineIcon path="M9 5l7 7-7 7" size={20} weight={2} />
        </button>
        <button
          type="button"
          className="icon-button testimonials__pause"
          onClick={() => setUserPaused((paused) => !paused)}
          aria-label={userPaused ? labels.play : labels.pause}
        >
          {userPaused ? (
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M8 5l11 7-11 7z" fill="currentColor" />
            </svg>
          ) : (
            <LineIcon path="M8 5v14M16 5v14" size={18} weight={3} />
          )}
        </button>
      </div>
    </section>
  );
}
