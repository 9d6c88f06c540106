/** What the router hands to every page component of the route table. */
export interface PageProps {
  /** The page's Chinese title, from the route table. */
  title: string;
}
