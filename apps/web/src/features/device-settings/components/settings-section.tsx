import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description?: string;
  /** Given, the section is a form and this runs on submit (Save, or Enter in a field). */
  onSubmit?: () => void;
  /** The section's buttons, at its foot. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card of settings (a region named by its title). */
export function SettingsSection({ title, description, onSubmit, actions, children }: SettingsSectionProps) {
  const titleId = useId();
  const form = onSubmit && {
    component: 'form' as const,
    noValidate: true,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      onSubmit();
    },
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Box {...form}>
        <CardContent>
          <Typography id={titleId} variant="h6" component="h3">
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
          <Stack spacing={2} sx={{ mt: 2 }}>
            {children}
          </Stack>
        </CardContent>
        {actions && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ px: 2, pb: 2, justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            {actions}
          </Stack>
        )}
      </Box>
    </Card>
  );
}
