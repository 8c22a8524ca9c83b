package ru.sportkarta.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
