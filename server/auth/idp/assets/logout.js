document.getElementById('op.logoutForm').submit();
