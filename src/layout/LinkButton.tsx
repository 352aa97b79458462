import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

// A button that is a real link (it opens in a new tab on Ctrl+click) but navigates inside the app.
export const LinkButton = ({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) => {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={to}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
};
