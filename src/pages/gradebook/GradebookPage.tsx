import { useCallback, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../routes/PageTitle';
import type { GradebookNavigationState } from '../groups/card/groupLinks';
import GradebookView from './GradebookView';

const idOf = (text: string | undefined) => (text && /^\d{1,10}$/.test(text) ? Number(text) : 0);
const cycleOf = (state: unknown) => {
  const cycle = (state as Partial<GradebookNavigationState> | null)?.cycle;
  return typeof cycle === 'number' && Number.isInteger(cycle) && cycle > 0 ? cycle : undefined;
};

// /gradebook/{schoolClassId} (operations.md §2): titled with the group's name, or 'Группа' until it is known; the
// cycle comes in the navigation state (core.md §2.1) and a chosen one is written back there.
export default function GradebookPage() {
  const schoolClassId = idOf(useParams().id);
  const location = useLocation();
  const navigate = useNavigate();
  const [title, setTitle] = useState('Группа');
  const keepCycle = useCallback(
    (cycle: number) => navigate(`${location.pathname}${location.search}`, { replace: true, state: { ...(location.state as object | null), cycle } satisfies GradebookNavigationState }),
    [location.pathname, location.search, location.state, navigate],
  );
  if (schoolClassId <= 0) return <Navigate to="/error" replace />;
  return (
    <>
      <PageTitle title={title} />
      <h1 style={{ fontSize: 20, marginTop: 0 }}>{title}</h1>
      <GradebookView schoolClassId={schoolClassId} initialCycle={cycleOf(location.state)} onLoaded={setTitle} onCycleChange={keepCycle} />
    </>
  );
}
