/** A decorative, slowly drifting star field drawn on a canvas. */

interface Star {
  x: number;
  y: number;
  radius: number;
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
        speed: 0.03 + Math.random() * 0.12,
        phase: Math.random() * Math.PI * 2,
        hue: pick > 0.92 ? 'cyan' : pick > 0.84 ? 'violet' : 'white',
      };
    });
  };

  const draw = (time: number) => {
    if (!context) return;
    context.clearRect(0, 0, width, height);
    for (const star of stars) {
      star.y -= star.speed;
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
    frame = requestAnimationFrame(draw);
  };

  return {
    resize() {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context?.setTransform(ratio, 0, 0, ratio, 0, 0);
      scatter();
    },
    start() {
      if (!frame) frame = requestAnimationFrame(draw);
    },
    stop() {
      cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
