/**
 * Partner and client references: sample companies invented for this site (no real company is
 * named). Logos are monochrome wordmarks drawn in `currentColor`, so they take the strip's colour.
 */
import Lumivex from '../assets/partners/lumivex.svg';
import Kestrava from '../assets/partners/kestrava.svg';
import AnatolixEnergy from '../assets/partners/anatolix-energy.svg';
import BosforiaBank from '../assets/partners/bosforia-bank.svg';
import Meridova from '../assets/partners/meridova.svg';
import HalviraHealth from '../assets/partners/halvira-health.svg';
import TessaroTelecom from '../assets/partners/tessaro-telecom.svg';
import OrbelleLogistics from '../assets/partners/orbelle-logistics.svg';
import CedrineInsurance from '../assets/partners/cedrine-insurance.svg';
import Qorvana from '../assets/partners/qorvana.svg';
import Zephyrum from '../assets/partners/zephyrum.svg';
import FerrolisSteel from '../assets/partners/ferrolis-steel.svg';
import SarnicFoods from '../assets/partners/sarnic-foods.svg';
import IlkoraMobility from '../assets/partners/ilkora-mobility.svg';
import DelvaroMedia from '../assets/partners/delvaro-media.svg';

export interface Partner {
  slug: string;
  name: string;
  /** The wordmark, an SVG component rendered inline. */
  logo: typeof Lumivex;
}

export const PARTNERS: readonly Partner[] = [
  { slug: 'lumivex', name: 'Lumivex', logo: Lumivex },
  { slug: 'kestrava', name: 'Kestrava', logo: Kestrava },
  { slug: 'anatolix-energy', name: 'Anatolix Energy', logo: AnatolixEnergy },
  { slug: 'bosforia-bank', name: 'Bosforia Bank', logo: BosforiaBank },
  { slug: 'meridova', name: 'Meridova', logo: Meridova },
  { slug: 'halvira-health', name: 'Halvira Health', logo: HalviraHealth },
  { slug: 'tessaro-telecom', name: 'Tessaro Telecom', logo: TessaroTelecom },
  { slug: 'orbelle-logistics', name: 'Orbelle Logistics', logo: OrbelleLogistics },
  { slug: 'cedrine-insurance', name: 'Cedrine Insurance', logo: CedrineInsurance },
  { slug: 'qorvana', name: 'Qorvana', logo: Qorvana },
  { slug: 'zephyrum', name: 'Zephyrum', logo: Zephyrum },
  { slug: 'ferrolis-steel', name: 'Ferrolis Steel', logo: FerrolisSteel },
  { slug: 'sarnic-foods', name: 'Sarnic Foods', logo: SarnicFoods },
  { slug: 'ilkora-mobility', name: 'Ilkora Mobility', logo: IlkoraMobility },
  { slug: 'delvaro-media', name: 'Delvaro Media', logo: DelvaroMedia },
];

/** The partners the consultancy page shows: those we ran consultancy engagements with. */
export const CONSULTANCY_PARTNERS = ['bosforia-bank', 'orbelle-logistics', 'halvira-health', 'tessaro-telecom', 'anatolix-energy'];

/**
 * Picks partners by slug (in the given order) or all of them, then keeps the first `limit`.
 * @example selectPartners({ slugs: CONSULTANCY_PARTNERS }).length // 5
 */
export function selectPartners({ slugs, limit }: { slugs?: readonly string[]; limit?: number } = {}): Partner[] {
  const chosen = slugs ? slugs.flatMap((slug) => PARTNERS.filter((partner) => partner.slug === slug)) : [...PARTNERS];
  return limit === undefined ? chosen : chosen.slice(0, limit);
}
