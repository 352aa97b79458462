// The gradebook of one group (operations.md §2 "Gradebook"): the /gradebook/{id} page and the group page's
// 'ЖУК' tab both show it. Being built in issue 10 by the gradebook's author.
export type GradebookViewProps = { schoolClassId: number; initialCycle?: number };

export default function GradebookView({ schoolClassId }: GradebookViewProps) {
  return <div data-school-class={schoolClassId} />;
}
