/**
 * A decorative, slowly drifting star field drawn on a canvas.
 *
 * One canvas pixel per CSS pixel, whatever the screen's density: every frame hands the whole
 * bitmap to the compositor. At a phone's 1.75x, the commits after a frame took 5 to 15 ms of the
 * main thread, the home page's longest tasks after its first paint under Lighthouse; at 1x, five
 * of six traces had no task of 8 ms or more there. A star of a pixel or two is a soft dot either way.
 */

/**
 * Drawn at most 30 times a second: a star drifts at most 9 px a second, which 30 frames show as
 * smoothly as 60, and each frame redraws and composites the whole canvas (the idle home page took
 * 0.55 of a core at 60 frames, 0.4 at 30, in software-rendered Chromium at 1440 px).
 */
const FRAME_MS = 1000 / 30;

interface Star {
  x: number;
  y: number;
  radius: number;
  /** Upward drift in CSS pixels per second. */
  speed: number;
  phase: number;
  hue: 'white' | 'cyan' | 'violet';
}

const COLOURS = { white: '243 245 255', cyan: '56 214 245', violet: '167 139 250' } as const;

/** Mobile gets fewer particles: less to draw on smaller, slower devices. */
const particleCount = (width: number) => (width < 768 ? 60 : 170);

interface StarField {
  start(): void;
  stop(): void;
  /** Re-measures the canvas and scatters the stars again. */
  resize(): void;
}

export function createStarField(canvas: HTMLCanvasElement): StarField {
  const context = canvas.getContext('2d');
  let stars: Star[] = [];
  let frame = 0;
  let timer = 0;
  let drawnAt = 0;
  let width = 0;
  let height = 0;

  const scatter = () => {
    const count = particleCount(window.innerWidth);
    canvas.dataset.particles = String(count);
    stars = Array.from({ length: count }, () => {
      const pick = Math.random();
      return {
        x: Math.random() * width,
        y: Math.random() * height,
        radius: 0.3 + Math.random() ** 2 * 1.5,
        speed: 1.8 + Math.random() * 7.2,
        phase: Math.random() * Math.PI * 2,
        hue: pick > 0.92 ? 'cyan' : pick > 0.84 ? 'violet' : 'white',
      };
    });
  };

  const draw = (time: number) => {
    if (!context) return;
    frame = 0;
    // Most of a frame's time, then the display's next frame. An animation frame asked for at
    // every display frame would cost the page a frame's work even when nothing is drawn in it.
    timer = window.setTimeout(() => {
      timer = 0;
      frame = requestAnimationFrame(draw);
    }, FRAME_MS - 4);
    // After a pause the stars go on from where they stood, not from where time would have taken them.
    const elapsed = Math.min(time - drawnAt, 100) / 1000;
    drawnAt = time;
    context.clearRect(0, 0, width, height);
    for (const star of stars) {
      star.y -= star.speed * elapsed;
      if (star.y < -2) {
        star.y = height + 2;
        star.x = Math.random() * width;
      }
      const alpha = 0.35 + 0.65 * Math.abs(Math.sin(time / 1600 + star.phase));
      context.beginPath();
      context.fillStyle = `rgb(${COLOURS[star.hue]} / ${alpha.toFixed(2)})`;
      context.arc(star.x, star.y, star.radius, 0, Math.PI * 2);
      context.fill();
    }
  };

  return {
    resize() {
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = width;
      canvas.height = height;
      scatter();
    },
    start() {
      if (!frame && !timer) frame = requestAnimationFrame(draw);
    },
    stop() {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      frame = 0;
      timer = 0;
    },
  };
}
