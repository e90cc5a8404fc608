/** The popup's texts, translated at build time by the page. */
export interface AssistantLabels {
  title: string;
  lead: string;
  close: string;
  frameTitle: string;
}
