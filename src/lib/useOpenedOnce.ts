import { useState } from 'react';

// Whether a dialog has been open at least once: a dialog not yet opened need not be rendered at all (its antd modal
// costs a first screen's render some milliseconds for nothing, issue 21), and one opened once stays rendered, so that
// it closes with its animation.
export const useOpenedOnce = (open: boolean) => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
};
